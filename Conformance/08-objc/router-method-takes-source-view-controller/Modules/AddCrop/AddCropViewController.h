//
//  AddCropViewController.h
//  Sprout
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AddCropViewInput <NSObject>
- (void)showValidationMessage:(NSString *)message;
@end

@protocol AddCropViewOutput <NSObject>
- (void)didTapSaveWithName:(NSString *)name bed:(NSString *)bed;
- (void)didTapCancel;
@end

@interface AddCropViewController : UIViewController <AddCropViewInput>

@property (nonatomic, strong) id<AddCropViewOutput> output;

@end

NS_ASSUME_NONNULL_END
