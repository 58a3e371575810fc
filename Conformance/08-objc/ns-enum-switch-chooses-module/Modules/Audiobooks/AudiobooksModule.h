//
//  AudiobooksModule.h
//  Earshot
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol AudiobooksViewInput <NSObject>
- (void)showTitles:(NSArray<NSString *> *)titles;
@end

@protocol AudiobooksViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface AudiobooksViewController : UITableViewController <AudiobooksViewInput>
@property (nonatomic, strong) id<AudiobooksViewOutput> output;
@end

@interface AudiobooksPresenter : NSObject <AudiobooksViewOutput>
@property (nonatomic, weak) id<AudiobooksViewInput> view;
@end

@interface AudiobooksAssembly : NSObject
+ (UIViewController *)buildModule;
@end

NS_ASSUME_NONNULL_END
