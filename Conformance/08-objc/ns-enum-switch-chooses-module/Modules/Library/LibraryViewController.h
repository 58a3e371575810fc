//
//  LibraryViewController.h
//  Earshot
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol LibraryViewInput <NSObject>
- (void)showSectionTitles:(NSArray<NSString *> *)titles;
@end

@protocol LibraryViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didSelectSectionAtIndex:(NSUInteger)index;
@end

@interface LibraryViewController : UITableViewController <LibraryViewInput>

@property (nonatomic, strong) id<LibraryViewOutput> output;

@end

NS_ASSUME_NONNULL_END
