import SwiftUI

// MARK: - Builder

enum ProjectDetailBuilder {
    @MainActor
    static func build(project: Project, ledger: TimeLedger) -> some View {
        let interactor = ProjectDetailInteractor(ledger: ledger)
        return ProjectDetailView(presenter: ProjectDetailPresenter(project: project, interactor: interactor))
    }
}

// MARK: - View

struct ProjectDetailView: View {
    @ObservedObject var presenter: ProjectDetailPresenter

    var body: some View {
        List {
            Section("Log time") {
                TextField("What did you do?", text: $presenter.note)
                Stepper("\(presenter.hours, specifier: "%.1f") h", value: $presenter.hours, in: 0.5...12, step: 0.5)
                Button("Add entry") { Task { await presenter.didTapLog() } }
                    .disabled(presenter.note.isEmpty)
            }
            Section("Entries") {
                ForEach(presenter.entries) { entry in
                    LabeledContent(entry.note, value: "\(entry.hours) h")
                }
            }
            Section("Invoices") {
                ForEach(presenter.invoices) { invoice in
                    HStack {
                        Text(invoice.id).font(.body.monospaced())
                        Spacer()
                        Text(invoice.total, format: .currency(code: "EUR"))
                        Image(systemName: invoice.isPaid ? "checkmark.circle.fill" : "clock")
                            .foregroundStyle(invoice.isPaid ? .green : .orange)
                    }
                }
            }
        }
        .navigationTitle(presenter.project.name)
        .task { await presenter.load() }
    }
}

// MARK: - Presenter

@MainActor
final class ProjectDetailPresenter: ObservableObject {
    let project: Project
    @Published var note = ""
    @Published var hours = 1.0
    @Published private(set) var entries: [TimeEntry] = []
    @Published private(set) var invoices: [Invoice] = []

    private let interactor: ProjectDetailInteractor

    init(project: Project, interactor: ProjectDetailInteractor) {
        self.project = project
        self.interactor = interactor
    }

    func load() async {
        entries = await interactor.entries(for: project)
        invoices = await interactor.invoices(for: project)
    }

    func didTapLog() async {
        await interactor.log(hours: hours, note: note, project: project)
        note = ""
        await load()
    }
}

// MARK: - Interactor

final class ProjectDetailInteractor {
    private let ledger: TimeLedger

    init(ledger: TimeLedger) {
        self.ledger = ledger
    }

    func entries(for project: Project) async -> [TimeEntry] {
        await ledger.entries(for: project.id)
    }

    func invoices(for project: Project) async -> [Invoice] {
        await ledger.invoices(for: project.id)
    }

    func log(hours: Double, note: String, project: Project) async {
        await ledger.log(hours: hours, note: note, project: project.id)
    }
}
