import UIKit

final class FloorMapViewController: UIViewController, UIScrollViewDelegate {

    var presenter: FloorMapPresenter!
    private let scrollView = UIScrollView()
    private let mapView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.maximumZoomScale = 4
        scrollView.delegate = self
        mapView.image = UIImage(named: presenter.imageName)
        mapView.contentMode = .scaleAspectFit
        mapView.frame = scrollView.bounds
        scrollView.addSubview(mapView)
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        mapView
    }
}

final class FloorMapPresenter {

    private let floor: Int

    init(floor: Int) {
        self.floor = floor
    }

    var imageName: String {
        "floor-plan-\(floor)"
    }
}

enum FloorMapBuilder {

    static func build(floor: Int) -> UIViewController {
        let view = FloorMapViewController()
        view.presenter = FloorMapPresenter(floor: floor)
        return view
    }
}
