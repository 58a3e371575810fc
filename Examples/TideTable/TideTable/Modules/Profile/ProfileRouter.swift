import UIKit

/// Opens Settings from the profile through the shared Settings route.
final class ProfileRouter: Router, ProfileRouterInput {}
