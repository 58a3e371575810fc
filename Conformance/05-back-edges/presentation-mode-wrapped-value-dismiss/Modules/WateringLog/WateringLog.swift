import SwiftUI

enum WateringLogBuilder {
    static func build(plant: Plant, store: PlantStore) -> some View {
        let interactor = WateringLogInteractor(store: store)
        let presenter = WateringLogPresenter(plant: plant, interactor: interactor)
        return WateringLogView(presenter: presenter)
    }
}

struct WateringLogView: View {
    @ObservedObject var presenter: WateringLogPresenter
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        Form {
            Section(header: Text("Amount")) {
                Stepper("\(presenter.millilitres) ml", value: $presenter.millilitres, in: 50...2000, step: 50)
                Toggle("Added fertiliser", isOn: $presenter.fertilised)
            }
            Section(header: Text("Last watered")) {
                Text(presenter.lastWateredText)
            }
        }
        .navigationTitle(presenter.plant.name)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    presenter.save()
                    presentationMode.wrappedValue.dismiss()
                }
            }
        }
    }
}

final class WateringLogPresenter: ObservableObject {
    let plant: Plant
    @Published var millilitres = 250
    @Published var fertilised = false

    private let interactor: WateringLogInteractor

    init(plant: Plant, interactor: WateringLogInteractor) {
        self.plant = plant
        self.interactor = interactor
    }

    var lastWateredText: String {
        guard let date = plant.lastWatered else { return "Never" }
        return date.formatted(date: .abbreviated, time: .shortened)
    }

    func save() {
        interactor.record(plant: plant, millilitres: millilitres, fertilised: fertilised)
    }
}

final class WateringLogInteractor {
    private let store: PlantStore

    init(store: PlantStore) {
        self.store = store
    }

    func record(plant: Plant, millilitres: Int, fertilised: Bool) {
        store.record(Watering(plantID: plant.id, date: Date(), millilitres: millilitres, fertilised: fertilised))
    }
}
