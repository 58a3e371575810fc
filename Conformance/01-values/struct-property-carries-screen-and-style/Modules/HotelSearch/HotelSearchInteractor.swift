import Foundation

protocol HotelSearchInteractorInput: AnyObject {
    func search(_ filters: SearchFilters) -> [Hotel]
}

final class HotelSearchInteractor: HotelSearchInteractorInput {

    private let catalog: HotelCatalog

    init(catalog: HotelCatalog) {
        self.catalog = catalog
    }

    func search(_ filters: SearchFilters) -> [Hotel] {
        catalog.hotels(matching: filters).sorted { $0.nightlyRate < $1.nightlyRate }
    }
}
