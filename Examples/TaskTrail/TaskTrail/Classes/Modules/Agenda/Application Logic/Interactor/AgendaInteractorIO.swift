import Foundation

/// Requests the Agenda presenter can send to the business layer.
protocol AgendaInteractorInput: AnyObject {

    /// Loads every task due before the end of next week.
    func findUpcomingItems()

    /// Flips the done flag of a task and reports the updated list.
    func toggleCompletion(ofTaskWithID taskID: UUID)
}

/// Results the Agenda interactor reports back to its presenter.
protocol AgendaInteractorOutput: AnyObject {

    /// Items sorted by due date; empty when nothing is planned.
    func foundUpcomingItems(_ items: [AgendaItem])

    /// Something went wrong while reading or writing the store.
    func agendaFailed(withMessage message: String)
}
