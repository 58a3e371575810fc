import UIKit

/// The library is a pure container: it hosts the shelf and the search tab
/// and has no screen logic of its own, so only a wireframe is declared.
protocol LibraryWireframe: AnyObject {
    static func assembleModule() -> UIViewController
}
