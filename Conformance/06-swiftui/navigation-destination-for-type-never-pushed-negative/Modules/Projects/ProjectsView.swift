import SwiftUI

struct ProjectsView: View {
    @ObservedObject var presenter: ProjectsPresenter
    let ledger: TimeLedger

    var body: some View {
        NavigationStack {
            List(presenter.projects) { project in
                NavigationLink(value: project) {
                    VStack(alignment: .leading) {
                        Text(project.name).font(.headline)
                        Text(project.client).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Projects")
            .navigationDestination(for: Project.self) { project in
                ProjectDetailBuilder.build(project: project, ledger: ledger)
            }
            .navigationDestination(for: Invoice.self) { invoice in
                InvoicePreviewBuilder.build(invoice: invoice, ledger: ledger)
            }
            .task { await presenter.load() }
        }
    }
}
