//
//  SlopeDetailBuilder.h
//  Piste
//

#import <UIKit/UIKit.h>

@interface SlopeDetailBuilder : NSObject

+ (UIViewController *)buildWithSlopeName:(NSString *)name;

@end
