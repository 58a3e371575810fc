import Foundation

protocol ChartsInteractorInput: AnyObject {
    func loadChart(completion: @escaping ([ChartEntry]) -> Void)
}

final class ChartsInteractor: ChartsInteractorInput {

    private let api: MusicAPI

    init(api: MusicAPI) {
        self.api = api
    }

    func loadChart(completion: @escaping ([ChartEntry]) -> Void) {
        api.weeklyChart(completion: completion)
    }
}
