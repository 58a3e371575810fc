import Network
import UIKit

/// Shows a thin "You're offline" strip above everything, in a window of its own,
/// so it survives whatever the main window is showing.
final class ConnectivityBanner {
    private let windowScene: UIWindowScene
    private let monitor = NWPathMonitor()
    private var bannerWindow: UIWindow?

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
    }

    func startMonitoring() {
        monitor.pathUpdateHandler = { [weak self] path in
            DispatchQueue.main.async {
                if path.status == .satisfied {
                    self?.hideBanner()
                } else {
                    self?.showBanner()
                }
            }
        }
        monitor.start(queue: DispatchQueue(label: "offline-banner.monitor"))
    }

    private func showBanner() {
        guard bannerWindow == nil else { return }
        let overlay = UIWindow(windowScene: windowScene)
        overlay.windowLevel = .statusBar + 1
        overlay.frame = CGRect(x: 0, y: 0, width: windowScene.screen.bounds.width, height: 88)
        overlay.backgroundColor = .clear
        overlay.rootViewController = OfflineBannerViewController()
        overlay.isHidden = false
        bannerWindow = overlay
    }

    private func hideBanner() {
        bannerWindow?.isHidden = true
        bannerWindow = nil
    }
}

final class OfflineBannerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        let label = UILabel()
        label.text = "You're offline. Showtimes may be out of date."
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textAlignment = .center
        label.frame = view.bounds.inset(by: UIEdgeInsets(top: 50, left: 8, bottom: 8, right: 8))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }
}
