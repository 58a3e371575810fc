import SwiftUI

struct PlantsView: View {
    @ObservedObject var presenter: PlantsPresenter

    var body: some View {
        NavigationView {
            List(presenter.plants) { plant in
                NavigationLink(destination: presenter.wateringLog(for: plant)) {
                    VStack(alignment: .leading) {
                        Text(plant.name)
                        Text(presenter.subtitle(for: plant))
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                }
            }
            .navigationTitle("My plants")
            .onAppear { presenter.onAppear() }
        }
        .navigationViewStyle(.stack)
    }
}
