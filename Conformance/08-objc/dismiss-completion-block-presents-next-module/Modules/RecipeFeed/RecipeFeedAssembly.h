//
//  RecipeFeedAssembly.h
//  Mise
//

#import <UIKit/UIKit.h>

@interface RecipeFeedAssembly : NSObject

+ (UIViewController *)buildModule;

@end
