import Foundation

final class GlazePhotosInteractor {
    private let fileManager = FileManager.default

    func pendingJobs() -> [UploadJob] {
        guard let folder = fileManager.urls(for: .documentDirectory, in: .userDomainMask).first else { return [] }
        let files = (try? fileManager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files
            .filter { $0.pathExtension.lowercased() == "heic" || $0.pathExtension.lowercased() == "jpg" }
            .map { UploadJob(fileURL: $0, glazeName: $0.deletingPathExtension().lastPathComponent) }
    }

    func prepare(_ job: UploadJob) {
        let size = (try? fileManager.attributesOfItem(atPath: job.fileURL.path)[.size] as? Int) ?? 0
        guard size > 0, size < 25_000_000 else { return }
        job.isReady = true
    }
}
