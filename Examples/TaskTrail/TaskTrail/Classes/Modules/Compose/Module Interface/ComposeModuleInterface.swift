import Foundation

/// What the Compose screen can do: the view controller forwards its button taps here.
protocol ComposeModuleInterface: AnyObject {

    /// The user tapped Cancel or swiped the sheet away.
    func cancelComposeAction()

    func saveComposeAction(title: String, notes: String, dueDate: Date)

    /// Called whenever the title field changes so the Save button can be enabled.
    func titleDidChange(_ title: String)
}

/// What the Compose module reports to whoever presented it.
protocol ComposeModuleDelegate: AnyObject {

    /// A new task was written to the store and the sheet is going away.
    func composeModuleDidSaveTask()

    /// The user backed out without saving anything.
    func composeModuleDidCancel()
}
