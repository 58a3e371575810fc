//
//  ImportSongsModule.h
//  Rehearsal
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@class ImportSongsPresenter;

@interface ImportSongsViewController : UIViewController
@property (nonatomic, strong) ImportSongsPresenter *presenter;
@end

@interface ImportSongsPresenter : NSObject
- (NSString *)instructions;
@end

@interface ImportSongsAssembly : NSObject
+ (UIViewController *)buildModule;
@end

NS_ASSUME_NONNULL_END
