//
//  OutfitEditorViewController.h
//  Capsule
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol OutfitEditorViewInput <NSObject>
- (void)showName:(NSString *)name items:(NSArray<NSString *> *)items;
@end

@protocol OutfitEditorViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapSaveWithName:(NSString *)name;
- (void)didTapCancel;
@end

@interface OutfitEditorViewController : UIViewController <OutfitEditorViewInput>

@property (nonatomic, strong) id<OutfitEditorViewOutput> output;

@end

NS_ASSUME_NONNULL_END
