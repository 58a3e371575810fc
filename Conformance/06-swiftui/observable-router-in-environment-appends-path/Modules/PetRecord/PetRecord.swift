import Observation
import SwiftUI

enum PetRecordBuilder {
    static func build(pet: Pet, clinic: ClinicService) -> some View {
        let interactor = PetRecordInteractor(clinic: clinic)
        let presenter = PetRecordPresenter(pet: pet, interactor: interactor)
        return PetRecordView(presenter: presenter)
    }
}

struct PetRecordView: View {
    @Environment(ClinicRouter.self) private var router
    let presenter: PetRecordPresenter

    var body: some View {
        List {
            Section("Vaccinations") {
                ForEach(presenter.vaccinations) { vaccination in
                    LabeledContent(vaccination.name, value: vaccination.dueDate, format: .dateTime.day().month())
                }
            }
            Section {
                Button("Book a visit", systemImage: "calendar.badge.plus") {
                    router.navigate(to: .booking(presenter.pet))
                }
            }
        }
        .navigationTitle(presenter.pet.name)
        .task { await presenter.load() }
    }
}

@MainActor
@Observable
final class PetRecordPresenter {
    let pet: Pet
    private(set) var vaccinations: [Vaccination] = []

    @ObservationIgnored private let interactor: PetRecordInteractor

    init(pet: Pet, interactor: PetRecordInteractor) {
        self.pet = pet
        self.interactor = interactor
    }

    func load() async {
        vaccinations = await interactor.vaccinations(of: pet)
    }
}

final class PetRecordInteractor {
    private let clinic: ClinicService

    init(clinic: ClinicService) {
        self.clinic = clinic
    }

    func vaccinations(of pet: Pet) async -> [Vaccination] {
        await clinic.vaccinations(of: pet).sorted { $0.dueDate < $1.dueDate }
    }
}
