//
//  CropDetailViewController.h
//  Sprout
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol CropDetailViewInput <NSObject>
- (void)showName:(NSString *)name bed:(NSString *)bed weightText:(NSString *)weightText;
- (void)showTips:(NSArray<NSString *> *)tips;
@end

@protocol CropDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface CropDetailViewController : UIViewController <CropDetailViewInput>

@property (nonatomic, strong) id<CropDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
