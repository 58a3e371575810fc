import UIKit

final class ProfileRouter: Router, ProfileRouterInput {}
