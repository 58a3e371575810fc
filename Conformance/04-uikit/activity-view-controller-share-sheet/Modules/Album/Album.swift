import UIKit

struct PhotoItem {
    let id: String
    let caption: String
    let imageName: String
}

// MARK: - View

protocol AlbumViewInput: AnyObject {
    func show(_ photos: [PhotoItem])
}

final class AlbumViewController: UICollectionViewController, AlbumViewInput {
    var presenter: AlbumPresenter!
    private var photos: [PhotoItem] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.minimumInteritemSpacing = 2
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Summer 2024"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        presenter.viewDidLoad()
    }

    func show(_ photos: [PhotoItem]) {
        self.photos = photos
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        cell.backgroundView = UIImageView(image: UIImage(named: photos[indexPath.item].imageName))
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelect(photos[indexPath.item])
    }
}

// MARK: - Presenter

final class AlbumPresenter {
    weak var view: AlbumViewInput?
    var interactor: AlbumInteractor!
    var router: AlbumRouter!

    func viewDidLoad() {
        view?.show(interactor.photos())
    }

    func didSelect(_ photo: PhotoItem) {
        router.openPhoto(photo)
    }
}

// MARK: - Interactor

final class AlbumInteractor {
    func photos() -> [PhotoItem] {
        (1...12).map { PhotoItem(id: "p\($0)", caption: "Beach day \($0)", imageName: "beach-\($0)") }
    }
}

// MARK: - Router

final class AlbumRouter {
    weak var viewController: UIViewController?

    func openPhoto(_ photo: PhotoItem) {
        let photoScreen = PhotoBuilder.build(photo: photo)
        viewController?.navigationController?.pushViewController(photoScreen, animated: true)
    }
}

// MARK: - Builder

enum AlbumBuilder {
    static func build() -> UIViewController {
        let view = AlbumViewController()
        let presenter = AlbumPresenter()
        let router = AlbumRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = AlbumInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
