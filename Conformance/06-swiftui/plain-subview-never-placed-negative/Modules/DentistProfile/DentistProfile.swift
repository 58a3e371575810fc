import SwiftUI

enum DentistProfileBuilder {
    static func build(dentistID: Dentist.ID) -> some View {
        let interactor = DentistProfileInteractor(clinic: .shared)
        let presenter = DentistProfilePresenter(dentistID: dentistID, interactor: interactor)
        return DentistProfileView(presenter: presenter)
    }
}

struct DentistProfileView: View {
    @ObservedObject var presenter: DentistProfilePresenter

    var body: some View {
        Group {
            if let dentist = presenter.dentist {
                Form {
                    LabeledContent("Speciality", value: dentist.speciality)
                    Section("About") {
                        Text(dentist.bio)
                    }
                }
                .navigationTitle(dentist.name)
            } else {
                ProgressView()
            }
        }
        .task { await presenter.load() }
    }
}

@MainActor
final class DentistProfilePresenter: ObservableObject {
    @Published private(set) var dentist: Dentist?

    private let dentistID: Dentist.ID
    private let interactor: DentistProfileInteractor

    init(dentistID: Dentist.ID, interactor: DentistProfileInteractor) {
        self.dentistID = dentistID
        self.interactor = interactor
    }

    func load() async {
        dentist = await interactor.dentist(id: dentistID)
    }
}

final class DentistProfileInteractor {
    private let clinic: ClinicService

    init(clinic: ClinicService) {
        self.clinic = clinic
    }

    func dentist(id: Dentist.ID) async -> Dentist? {
        try? await clinic.dentist(id: id)
    }
}
