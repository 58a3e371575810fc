import UIKit

protocol SettingsView: AnyObject {
    func showTextSize(_ pointSize: Int, minimum: Int, maximum: Int)
    func showProgressCleared(_ message: String)
}

protocol SettingsPresentation: AnyObject {
    func viewDidLoad()
    func didChangeTextSize(_ pointSize: Int)
    func didTapClearProgress()
}

protocol SettingsUseCase: AnyObject {
    func loadTextSize()
    func saveTextSize(_ pointSize: Int)
    /// Removes the saved page and fraction read of every book.
    func clearReadingProgress()
}

protocol SettingsInteractorOutput: AnyObject {
    func textSizeLoaded(_ pointSize: Int)
    func readingProgressCleared(bookCount: Int)
}

/// Settings is a leaf screen: it is pushed from the shelf and only goes back
/// through the navigation bar, so its wireframe declares no routes.
protocol SettingsWireframe: AnyObject {
}
