import UIKit

final class DiscoverViewController: UICollectionViewController, DiscoverViewProtocol {

    var presenter: DiscoverPresenterProtocol?
    private var users: [DiscoverUserViewModel] = []

    init() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Discover"
        collectionView.register(DiscoverUserCell.self, forCellWithReuseIdentifier: DiscoverUserCell.identifier)
        presenter?.viewDidLoad()
    }

    func showUsers(_ users: [DiscoverUserViewModel]) {
        self.users = users
        collectionView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        users.count
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: DiscoverUserCell.identifier,
                                                      for: indexPath) as! DiscoverUserCell
        cell.configure(with: users[indexPath.item])
        cell.onMessage = { [weak self] in self?.presenter?.didTapMessage(at: indexPath.item) }
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        presenter?.didSelectUser(at: indexPath.item)
    }
}
