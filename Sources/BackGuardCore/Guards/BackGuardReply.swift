/// What a guard's callback left behind when it returned: an answer now, or a resolution kept for later.
package enum BackGuardReply: Hashable, Sendable {
  case allow
  case deny
  case later
}
