import SwiftUI

struct BedsView: View {
    @ObservedObject var presenter: BedsPresenter
    let garden: GardenStore

    var body: some View {
        NavigationStack(path: $presenter.path) {
            List(presenter.beds) { bed in
                VStack(alignment: .leading, spacing: 4) {
                    Text(bed.name).font(.headline)
                    Text(bed.crops.isEmpty ? "Empty" : bed.crops.joined(separator: ", "))
                        .foregroundStyle(.secondary)
                }
                .swipeActions {
                    Button("Sow") { presenter.didTapSow(in: bed) }
                        .tint(.green)
                }
            }
            .navigationTitle("Beds")
            .sheet(isPresented: $presenter.showsSeedPicker, onDismiss: {
                presenter.seedPickerDidClose()
            }) {
                SeedPickerBuilder.build(garden: garden, onPick: presenter.didPick)
            }
            .navigationDestination(for: BedsRoute.self) { route in
                switch route {
                case let .plan(seed, bedID):
                    PlantingPlanBuilder.build(seed: seed, bedID: bedID, garden: garden)
                }
            }
            .onAppear(perform: presenter.load)
        }
    }
}
