/// What a guard's callback left behind when it returned: an answer now, or a resolution kept for later.
package enum BackGuardReply: Sendable {
  case allow
  case deny
  case later
}

// Only the tests compare these (debug builds): a release build keeps no conformance, witness table or `==` for them.
#if DEBUG
  extension BackGuardReply: Hashable {}
#endif
