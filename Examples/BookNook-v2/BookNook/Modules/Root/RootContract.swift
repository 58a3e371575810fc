import UIKit

/// Entry point of the navigation graph.
///
/// The app delegate only knows about this wireframe; everything below it
/// (tabs, shelves, the reader) is built by the module routers themselves.
protocol RootWireframe: AnyObject {
    /// Installs the first screen of the app into `window` and shows it.
    func presentMainScreen(in window: UIWindow)
}
