import SwiftUI

struct BedsView: View {
    @ObservedObject var presenter: BedsPresenter

    var body: some View {
        List(presenter.beds) { bed in
            NavigationLink(value: GardenRoute.bed(id: bed.id)) {
                VStack(alignment: .leading) {
                    Text(bed.name).font(.headline)
                    Text(presenter.subtitle(of: bed)).font(.caption).foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("My beds")
        .task { await presenter.load() }
    }
}
