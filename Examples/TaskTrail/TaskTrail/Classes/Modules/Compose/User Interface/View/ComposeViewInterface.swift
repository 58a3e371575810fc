import Foundation

/// The Compose sheet as seen by its presenter.
protocol ComposeViewInterface: AnyObject {

    /// Clears the fields left over from a previous presentation.
    func resetForm()

    /// Enables or disables the Save bar button.
    func setSaveEnabled(_ enabled: Bool)

    /// Pre-fills the date picker.
    func setDueDate(_ date: Date)

    /// Prevents picking a due date in the past.
    func setMinimumDueDate(_ date: Date)

    /// Shows an inline message under the title field.
    func showValidationMessage(_ message: String)
}
