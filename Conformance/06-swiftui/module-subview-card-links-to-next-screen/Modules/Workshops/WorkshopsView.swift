import SwiftUI

struct WorkshopsView: View {
    @ObservedObject var presenter: WorkshopsPresenter

    var body: some View {
        NavigationStack {
            List {
                ForEach(presenter.workshops) { workshop in
                    WorkshopCard(workshop: workshop, presenter: presenter)
                        .listRowSeparator(.hidden)
                }
            }
            .listStyle(.plain)
            .overlay {
                if presenter.isLoading && presenter.workshops.isEmpty {
                    ProgressView("Loading the timetable…")
                }
            }
            .navigationTitle("Workshops")
            .refreshable { await presenter.load() }
            .task { await presenter.load() }
        }
    }
}
