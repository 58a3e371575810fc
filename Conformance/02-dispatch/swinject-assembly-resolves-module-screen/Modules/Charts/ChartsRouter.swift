import UIKit
import Swinject

protocol ChartsRouterInput: AnyObject {
    func openArtist(id: String)
}

final class ChartsRouter: ChartsRouterInput {

    weak var viewController: UIViewController?
    private let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
    }

    func openArtist(id: String) {
        guard let artist = resolver.resolve(ArtistViewController.self, argument: id) else { return }
        viewController?.navigationController?.pushViewController(artist, animated: true)
    }
}
