import Foundation

/// Display commands for the Reminders sheet.
protocol RemindersViewInterface: AnyObject {

    /// `titles` and `selected` always have the same length.
    func showOptions(_ titles: [String], selected: [Bool])

    /// Text shown under the list, e.g. why saving failed.
    func showFooterMessage(_ message: String?)
}

extension RemindersViewInterface {

    func clearFooterMessage() {
        showFooterMessage(nil)
    }

    func showEmptyOptions() {
        showOptions([], selected: [])
    }
}
