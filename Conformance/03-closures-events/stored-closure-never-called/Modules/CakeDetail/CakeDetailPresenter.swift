import Foundation

protocol CakeDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didTapFavorite()
}

final class CakeDetailPresenter: CakeDetailViewOutput {

    weak var view: CakeDetailViewInput?
    var onOrder: ((Cake) -> Void)?

    private let cake: Cake
    private let favorites: FavoritesStore

    init(cake: Cake, favorites: FavoritesStore) {
        self.cake = cake
        self.favorites = favorites
    }

    func viewDidLoad() {
        view?.show(name: cake.name, isFavorite: favorites.contains(cake.id))
    }

    func didTapFavorite() {
        favorites.toggle(cake.id)
        view?.show(name: cake.name, isFavorite: favorites.contains(cake.id))
    }
}

final class FavoritesStore {

    private let defaults = UserDefaults.standard
    private let key = "favoriteCakes"

    func contains(_ id: Int) -> Bool {
        (defaults.array(forKey: key) as? [Int] ?? []).contains(id)
    }

    func toggle(_ id: Int) {
        var ids = defaults.array(forKey: key) as? [Int] ?? []
        if let index = ids.firstIndex(of: id) {
            ids.remove(at: index)
        } else {
            ids.append(id)
        }
        defaults.set(ids, forKey: key)
    }
}
