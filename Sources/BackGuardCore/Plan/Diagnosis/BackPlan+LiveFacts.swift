// What the adapter finds on UIKit now, which the diagnostics (BackPlan+Diagnosis.swift) check the plan against.
#if DEBUG
  extension BackPlan {
    /// What the adapter finds on UIKit now, which the plan cannot know: whether the hooks it names are where BackGuard
    /// put them, and what the top screen shows. The defaults describe a stack wired as the plan says, in a tab, with
    /// nothing taken over.
    package struct LiveFacts: Equatable, Sendable {
      /// Who set the top screen's `navigationItem.backAction` (iOS 16+).
      package enum BackActionOwner: Equatable, Sendable {
        case backGuard
        case app
      }

      /// Why the top screen refuses its swipes itself.
      package enum SwipeRefusal: Equatable, Sendable {
        /// Its `allowsSwipeBack` is `false`.
        case allowsSwipeBackIsFalse
        /// It hides its back button and did not choose its swipe setting (UIKit refuses then too).
        case backButtonHidden
      }

      /// Who holds a swipe recognizer's delegate.
      package enum SwipeDelegate: Equatable, Sendable {
        /// BackGuard's proxy.
        case gate
        /// UIKit's own delegate: BackGuard's proxy is not in place (yet).
        case uikitsOwn
        /// Another object, named by its type.
        case takenOver(by: String)
        /// There is no recognizer (the navigation controller's view is not loaded, or the iOS version has none).
        case noRecognizer
      }

      /// BackGuard's ⌘[ on the top screen (outside the subclass).
      package enum KeyCommand: Equatable, Sendable {
        /// On the screen, and listed in its `keyCommands`.
        case offered
        /// Added to the screen, but its `keyCommands` do not list it (an override that leaves out `super`'s).
        case notListed
        /// Not on the screen.
        case absent
      }

      /// The tab bar controller around the stack.
      package enum TabBar: Equatable, Sendable {
        /// The stack is in no tab bar controller.
        case noTabBarController
        /// The stack is in a tab bar controller, but is not one of its tabs' own view controllers.
        case notATab
        /// BackGuard's proxy is the tab bar controller's delegate.
        case proxyInPlace
        /// The tab bar controller's delegate is not BackGuard's proxy, and no other object took it over.
        case proxyMissing
        /// Another object holds the tab bar controller's delegate, named by its type.
        case takenOver(by: String)
      }

      /// Whether the navigation controller still exists.
      package var hasNavigationController = true
      /// Whether BackGuard is installed on it.
      package var isInstalled = true
      /// Who set the top screen's `backAction`; `nil`: nobody (and always before iOS 16).
      package var topBackAction: BackActionOwner? = .backGuard
      /// Whether the top screen shows a system back button: not hidden, and no leading item of the app's replacing it.
      package var topShowsSystemBackButton = true
      /// Whether the screen below the top carries BackGuard's back item (`backBarButtonItem`).
      package var backItemBelowIsBackGuards = true
      /// Whether the top screen's guard opts in to the app's pops (`guardsProgrammaticPops`).
      package var topGuardsProgrammaticPops = false
      /// Why the top screen refuses its swipes itself; `nil`: it does not.
      package var topSwipeRefusal: SwipeRefusal?
      /// Who holds the edge swipe recognizer's delegate.
      package var edgeSwipe = SwipeDelegate.gate
      /// Who holds the iOS 26 content swipe recognizer's delegate.
      package var contentSwipe = SwipeDelegate.gate
      /// BackGuard's ⌘[ on the top screen.
      package var keyCommand = KeyCommand.offered
      /// The tab bar controller around the stack.
      package var tabBar = TabBar.proxyInPlace
      /// Whether the app wired the zoom options' `interactiveDismissShouldBegin` to `shouldBeginZoomDismiss()`; `nil`:
      /// BackGuard cannot see it (the adapter never can).
      package var zoomOptionsWired: Bool? = true
      /// The window scene's closure confirmation, on iOS 27.
      package var windowConfirmation = WindowConfirmation.backGuards

      /// Facts of a stack wired as the plan says.
      package init() {}
    }
  }
#else
  extension BackPlan {
    /// What the adapter finds on UIKit now: in a release build, only the namespace of ``WindowConfirmation``.
    package enum LiveFacts {}
  }
#endif

extension BackPlan.LiveFacts {
  /// The window scene's closure confirmation (iOS 27).
  package enum WindowConfirmation: Equatable, Sendable {
    /// BackGuard's, or BackGuard would set it now.
    case backGuards
    /// The app's own, which BackGuard keeps.
    case appsOwn
    /// The stack is in no window scene.
    case noWindowScene
    /// The system offers no closure confirmation here, though the iOS version should (its name was not found).
    case unavailable
  }
}
