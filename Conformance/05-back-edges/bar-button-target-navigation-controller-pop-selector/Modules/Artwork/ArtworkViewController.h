//
//  ArtworkViewController.h
//  Gallerist
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ArtworkViewInput <NSObject>
- (void)showArtworkTitle:(NSString *)title artistName:(NSString *)artistName;
@end

@protocol ArtworkViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapArtist;
@end

@interface ArtworkViewController : UIViewController <ArtworkViewInput>

@property (nonatomic, strong) id<ArtworkViewOutput> output;

@end

NS_ASSUME_NONNULL_END
