import Foundation

struct Project: Identifiable, Hashable {
    let id: Int
    let client: String
    let name: String
    let hourlyRate: Decimal
}

struct TimeEntry: Identifiable, Hashable {
    let id: UUID
    let projectID: Project.ID
    let note: String
    let hours: Double
}

struct Invoice: Identifiable, Hashable {
    let id: String
    let projectID: Project.ID
    let total: Decimal
    let isPaid: Bool
}

final class TimeLedger {
    func projects() async -> [Project] {
        [
            Project(id: 1, client: "Tandem Bikes", name: "Shop redesign", hourlyRate: 85),
            Project(id: 2, client: "Oda Ceramics", name: "Newsletter templates", hourlyRate: 70)
        ]
    }

    func entries(for project: Project.ID) async -> [TimeEntry] {
        [
            TimeEntry(id: UUID(), projectID: project, note: "Wireframes", hours: 3.5),
            TimeEntry(id: UUID(), projectID: project, note: "Client call", hours: 1)
        ]
    }

    func invoices(for project: Project.ID) async -> [Invoice] {
        [Invoice(id: "2024-031", projectID: project, total: 1_190, isPaid: false)]
    }

    func log(hours: Double, note: String, project: Project.ID) async {}

    func markPaid(_ invoice: Invoice.ID) async {}
}
