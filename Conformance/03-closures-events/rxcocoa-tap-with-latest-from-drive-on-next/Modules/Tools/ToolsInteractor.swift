import RxSwift

final class ToolsInteractor {

    private let catalogue: ToolCatalogue

    init(catalogue: ToolCatalogue) {
        self.catalogue = catalogue
    }

    func availableTools() -> Observable<[Tool]> {
        catalogue.availableTools()
            .map { tools in tools.sorted { $0.name < $1.name } }
    }
}
