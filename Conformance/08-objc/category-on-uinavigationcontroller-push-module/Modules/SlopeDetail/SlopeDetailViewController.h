//
//  SlopeDetailViewController.h
//  Piste
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol SlopeDetailViewInput <NSObject>
- (void)showSlopeName:(NSString *)name conditions:(NSString *)conditions;
@end

@protocol SlopeDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface SlopeDetailViewController : UIViewController <SlopeDetailViewInput>

@property (nonatomic, strong) id<SlopeDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
