import Foundation

/// Plain display model prepared by the presenter for one table row.
struct AgendaDisplayRow: Equatable {
    let taskID: UUID
    let title: String
    let subtitle: String
    let isChecked: Bool
    let avatarURL: URL?
}

/// Everything the Agenda presenter may tell its view.
protocol AgendaViewInterface: AnyObject {

    func showAgendaRows(_ rows: [AgendaDisplayRow])

    /// Shown instead of the table when nothing is planned.
    func showNoContentMessage()

    func showError(_ message: String)
}
