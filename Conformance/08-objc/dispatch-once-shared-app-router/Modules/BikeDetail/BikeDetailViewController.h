//
//  BikeDetailViewController.h
//  Spokes
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol BikeDetailViewInput <NSObject>
- (void)showBikeIdentifier:(NSString *)bikeIdentifier;
@end

@protocol BikeDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapRent;
@end

@interface BikeDetailViewController : UIViewController <BikeDetailViewInput>

@property (nonatomic, strong) id<BikeDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
