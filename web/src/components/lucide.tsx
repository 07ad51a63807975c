/**
 * The lucide icons the site's own components draw (arrows, checks, calendars…), as plain <svg> on the
 * server from the `lucide` package's drawing data, without lucide-react
 * (docs/decisions/0009-lucide-icons-drawn-on-the-server.md). Stroke and default size come from the
 * `svg.lucide` rule in globals.css. A client component draws its few icons with `drawn` itself:
 * importing this module would ship every drawing. The icons editors choose are in editorIcons.tsx.
 */
import {drawn} from './lucideDrawing'
import {
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  ArrowUpRight as arrowUpRight,
  Award as award,
  ChartColumn as chartColumn,
  Building2 as building2,
  Calendar as calendar,
  CalendarDays as calendarDays,
  Check as check,
  ChevronDown as chevronDown,
  CircleCheck as circleCheck,
  CirclePlay as circlePlay,
  ClipboardList as clipboardList,
  Clock as clock,
  ExternalLink as externalLink,
  FileText as fileText,
  Gamepad2 as gamepad2,
  Globe as globe,
  GraduationCap as graduationCap,
  Handshake as handshake,
  Heart as heart,
  HeartHandshake as heartHandshake,
  Layers as layers,
  Lightbulb as lightbulb,
  Lock as lock,
  Mail as mail,
  MapPin as mapPin,
  MessageSquare as messageSquare,
  Mic as mic,
  MonitorPlay as monitorPlay,
  Play as play,
  Rocket as rocket,
  Smartphone as smartphone,
  Smile as smile,
  Sparkles as sparkles,
  Target as target,
  Ticket as ticket,
  TrendingUp as trendingUp,
  Trophy as trophy,
  UserRound as userRound,
  Users as users,
} from 'lucide'

export type {LucideIcon} from './lucideDrawing'

export const ArrowLeft = drawn(arrowLeft)
export const ArrowRight = drawn(arrowRight)
export const ArrowUpRight = drawn(arrowUpRight)
export const Award = drawn(award)
export const BarChart3 = drawn(chartColumn)
export const Building2 = drawn(building2)
export const Calendar = drawn(calendar)
export const CalendarDays = drawn(calendarDays)
export const Check = drawn(check)
export const ChevronDown = drawn(chevronDown)
export const CircleCheck = drawn(circleCheck)
export const CirclePlay = drawn(circlePlay)
export const ClipboardList = drawn(clipboardList)
export const Clock = drawn(clock)
export const ExternalLink = drawn(externalLink)
export const FileText = drawn(fileText)
export const Gamepad2 = drawn(gamepad2)
export const Globe = drawn(globe)
export const GraduationCap = drawn(graduationCap)
export const Handshake = drawn(handshake)
export const Heart = drawn(heart)
export const HeartHandshake = drawn(heartHandshake)
export const Layers = drawn(layers)
export const Lightbulb = drawn(lightbulb)
export const Lock = drawn(lock)
export const Mail = drawn(mail)
export const MapPin = drawn(mapPin)
export const MessageSquare = drawn(messageSquare)
export const Mic = drawn(mic)
export const MonitorPlay = drawn(monitorPlay)
export const Play = drawn(play)
export const Rocket = drawn(rocket)
export const Smartphone = drawn(smartphone)
export const Smile = drawn(smile)
export const Sparkles = drawn(sparkles)
export const Target = drawn(target)
export const Ticket = drawn(ticket)
export const TrendingUp = drawn(trendingUp)
export const Trophy = drawn(trophy)
export const UserRound = drawn(userRound)
export const Users = drawn(users)
