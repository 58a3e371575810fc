//
//  ArtistViewController.h
//  Gallerist
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ArtistViewInput <NSObject>
- (void)showArtistName:(NSString *)name biography:(NSString *)biography;
@end

@protocol ArtistViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface ArtistViewController : UIViewController <ArtistViewInput>

@property (nonatomic, strong) id<ArtistViewOutput> output;

@end

NS_ASSUME_NONNULL_END
