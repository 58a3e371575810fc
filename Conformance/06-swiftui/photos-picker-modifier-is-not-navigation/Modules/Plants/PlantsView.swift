import SwiftUI

struct PlantsView: View {
    @ObservedObject var presenter: PlantsPresenter
    let greenhouse: GreenhouseStore

    var body: some View {
        NavigationStack {
            List(presenter.plants) { plant in
                NavigationLink(value: plant) {
                    VStack(alignment: .leading) {
                        Text(plant.nickname).font(.headline)
                        Text(plant.species).font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Plants")
            .navigationDestination(for: Plant.self) { plant in
                PlantJournalBuilder.build(plant: plant, greenhouse: greenhouse)
            }
            .onAppear { presenter.load() }
        }
    }
}
