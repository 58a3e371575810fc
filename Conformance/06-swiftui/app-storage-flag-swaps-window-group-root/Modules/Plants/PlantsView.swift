import SwiftUI

struct PlantsView: View {
    @ObservedObject var presenter: PlantsPresenter
    let greenhouse: Greenhouse
    @AppStorage("hasSeenIntro") private var hasSeenIntro = false

    var body: some View {
        NavigationStack {
            List(presenter.plants) { plant in
                NavigationLink(destination: WateringScheduleBuilder.build(plant: plant, greenhouse: greenhouse)) {
                    LabeledContent(plant.name, value: presenter.status(of: plant))
                }
            }
            .navigationTitle("My plants")
            .toolbar {
                Menu("More", systemImage: "ellipsis.circle") {
                    Button("Show the introduction again") {
                        hasSeenIntro = false
                    }
                }
            }
            .task { await presenter.load() }
        }
    }
}
