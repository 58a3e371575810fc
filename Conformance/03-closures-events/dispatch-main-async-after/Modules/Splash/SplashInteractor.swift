import Foundation

protocol SplashInteractorInput: AnyObject {
    func warmUpCatalogCache()
}

final class SplashInteractor: SplashInteractorInput {

    private let cache = URLCache.shared

    func warmUpCatalogCache() {
        guard let url = URL(string: "https://books.example.test/catalog.json") else { return }
        URLSession.shared.dataTask(with: URLRequest(url: url, cachePolicy: .returnCacheDataElseLoad)).resume()
        _ = cache.currentDiskUsage
    }
}
