//
//  FavoritesViewController.swift
//  Favorites
//
//  Created by Sora Kim on 2024/03/06.
//

import UIKit

/// Lists the recipes the user marked as favourite; a row opens the recipe and swiping deletes it.
final class FavoritesViewController: UITableViewController {

    private let presenter: FavoritesPresenterInterface
    private var favorites: [FavoritesEntity] = []

    private lazy var emptyLabel: UILabel = {
        let label = UILabel()
        label.text = "Tap ♡ on a recipe to keep it here."
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        return label
    }()

    init(presenter: FavoritesPresenterInterface) {
        self.presenter = presenter
        super.init(style: .plain)
        title = "Favorites"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FavoriteCell")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        favorites.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FavoriteCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = favorites[indexPath.row].title
        content.secondaryText = favorites[indexPath.row].initials
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectFavorite(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView,
                            commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        presenter.didDeleteFavorite(at: indexPath.row)
    }
}

extension FavoritesViewController: FavoritesViewInterface {

    func showFavorites(_ favorites: [FavoritesEntity]) {
        self.favorites = favorites
        tableView.reloadData()
    }

    func showEmptyState(_ isEmpty: Bool) {
        tableView.backgroundView = isEmpty ? emptyLabel : nil
    }
}
