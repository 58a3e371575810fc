//
//  TripEditorViewController.h
//  Wayfarer
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TripEditorViewOutput <NSObject>
- (NSString *)screenTitle;
- (void)didTapSaveWithDestination:(NSString *)destination;
- (void)didTapCancel;
@end

@interface TripEditorViewController : UIViewController

@property (nonatomic, strong) id<TripEditorViewOutput> output;

@end

NS_ASSUME_NONNULL_END
