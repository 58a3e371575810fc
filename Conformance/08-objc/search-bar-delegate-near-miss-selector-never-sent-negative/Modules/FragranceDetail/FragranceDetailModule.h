//
//  FragranceDetailModule.h
//  Sillage
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface FragranceDetailPresenter : NSObject

- (instancetype)initWithName:(NSString *)name;
@property (nonatomic, copy, readonly) NSString *name;
@property (nonatomic, copy, readonly) NSString *notes;

@end

@interface FragranceDetailViewController : UIViewController

@property (nonatomic, strong) FragranceDetailPresenter *presenter;

@end

@interface FragranceDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithName:(NSString *)name;

@end

NS_ASSUME_NONNULL_END
