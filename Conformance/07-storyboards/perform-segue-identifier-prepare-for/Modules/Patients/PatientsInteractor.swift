import Foundation

final class PatientsInteractor {
    private let api: ClinicAPI

    init(api: ClinicAPI) {
        self.api = api
    }

    func todaysPatients() async -> [Pet] {
        await api.todaysPatients()
    }
}
